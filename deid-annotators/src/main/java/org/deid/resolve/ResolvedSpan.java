package org.deid.resolve;

/**
 * A stretch of text the consensus decided is PHI.
 *
 * @param begin begin offset
 * @param end end offset
 * @param decision the category, its supporting votes and the combined confidence
 */
public record ResolvedSpan(int begin, int end, Decision decision) {}
