/**
 * The CRF detector: a ClearTK sequence annotator ({@link org.deid.detect.crf.CrfAnnotator}) with
 * BIO chunking over the segmenter's tokens, trained and applied with CRFsuite in-process through
 * JNI ({@link org.deid.detect.crf.CrfSuiteDataWriter}, {@link
 * org.deid.detect.crf.CrfSuiteClassifierBuilder}, {@link org.deid.detect.crf.CrfSuiteClassifier}),
 * models shared per JVM by {@link org.deid.detect.crf.CrfModelFactory}.
 */
package org.deid.detect.crf;
