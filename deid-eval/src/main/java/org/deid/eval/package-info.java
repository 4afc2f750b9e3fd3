/**
 * Scoring of PHI detection and substitution. Input: {@link org.deid.eval.EvaluationDocument}s (id,
 * text, gold and predicted {@link org.deid.eval.PhiSpan}s) and, optionally, {@link
 * org.deid.eval.leak.SubstitutedDocument}s. Entry point: {@link org.deid.eval.Evaluator}. Output:
 * an {@link org.deid.eval.EvaluationReport}, written as JSON by {@link
 * org.deid.eval.report.JsonReportWriter} with this layout (keys sorted inside each object):
 *
 * <pre>
 * documents
 * strict | span | merged | token | partial | partial_span
 *   micro     {tp, tp_predicted, fp, fn, precision, recall, f1}
 *   macro     {precision, recall, f1, labels}
 *   per_label {LABEL: {tp, tp_predicted, fp, fn, precision, recall, f1}}
 * note        {tp, fp, fn, tn, precision, recall, specificity, f1}
 * bootstrap   {resamples, seed, confidence,
 *              per_mode: {strict|span|merged|token: {precision|recall|f1: {estimate, lower, upper}}}}
 * leak        {gold_tokens, leaked_tokens, token_leak_rate, gold_spans, verbatim_spans,
 *              verbatim_span_rate}
 * </pre>
 *
 * <p>A corpus evaluation ({@link org.deid.eval.corpus.CorpusEvaluation}, {@code deid eval}) writes
 * the resolved output's report with that layout at the top level, and adds:
 *
 * <pre>
 * sources     {SOURCE: {the same layout, without leak}}   one per detector (PhiCandidate source)
 * settings    {gold, predictions, scheme, level, language}
 * </pre>
 *
 * <p>Gold and predictions are read by {@link org.deid.eval.corpus.BratFolder} and {@link
 * org.deid.eval.corpus.XmiFolder} (or made by {@link org.deid.eval.corpus.PipelinePredictions}) and
 * labelled by {@link org.deid.eval.corpus.SpanLabels}: scheme labels or taxonomy categories.
 *
 * <p>Ratios with a zero denominator are 0, as in the official MEDDOCAN script. Offsets are Java
 * string (UTF-16) offsets, end exclusive.
 */
package org.deid.eval;
