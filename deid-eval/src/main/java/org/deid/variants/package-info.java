/**
 * Format variants of a gold corpus: the layouts that hospital-system exports give the same notes
 * (digits one per box, pipe dates, capitals, glued fields, hard wraps, tables, OCR noise, staff
 * lists), written with every gold span carried to its new offsets. Entry point: {@link
 * org.deid.variants.FormatVariants}; one {@link org.deid.variants.FormatFamily} per layout; {@link
 * org.deid.variants.NoteEditor} applies a family's edits and moves the spans.
 */
package org.deid.variants;
