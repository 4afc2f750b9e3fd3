package org.deid.detect.lexicon;

import org.deid.taxonomy.NameRole;
import org.deid.taxonomy.PhiSubtype;

/**
 * A span the lexicon believes is PHI.
 *
 * @param begin start offset in the document text
 * @param end end offset (exclusive)
 * @param subtype what it is: FIRST_NAME, LAST_NAME, FULL_NAME, CITY, REGION, COUNTRY, HOSPITAL or
 *     STREET
 * @param role whose name it is, when a title tells it; {@code null} otherwise
 * @param confidence the weight of the evidence, in [0, 1]
 */
public record LexiconHit(
    int begin, int end, PhiSubtype subtype, NameRole role, double confidence) {}
