package org.deid.detect.regex;

import org.deid.taxonomy.PhiClass;

/**
 * The value of a field of a structured export, found by its key or by its column's header.
 *
 * @param begin offset of the value's first character
 * @param end offset after the value's last character
 * @param phiClass what the field's name says the value is
 * @param confidence the confidence written on the candidate
 */
public record FieldValue(int begin, int end, PhiClass phiClass, float confidence) {}
