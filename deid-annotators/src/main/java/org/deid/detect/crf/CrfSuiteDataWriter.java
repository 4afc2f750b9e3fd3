package org.deid.detect.crf;

import java.io.File;
import java.io.FileNotFoundException;
import java.util.List;
import org.cleartk.ml.encoder.features.BooleanEncoder;
import org.cleartk.ml.encoder.features.NameNumber;
import org.cleartk.ml.encoder.features.NameNumberFeaturesEncoder;
import org.cleartk.ml.encoder.features.NumberEncoder;
import org.cleartk.ml.encoder.features.StringEncoder;
import org.cleartk.ml.encoder.outcome.StringToStringOutcomeEncoder;
import org.cleartk.ml.jar.SequenceDataWriter_ImplBase;

/**
 * Writes ClearTK sequence instances as CRFsuite training data (one token a line: outcome, then
 * tab-separated attributes; a blank line ends a sequence), for {@link CrfSuiteClassifierBuilder}.
 */
public final class CrfSuiteDataWriter
    extends SequenceDataWriter_ImplBase<
        CrfSuiteClassifierBuilder, List<NameNumber>, String, String> {

  /** A writer into {@code outputDirectory}, the training directory of the model. */
  public CrfSuiteDataWriter(File outputDirectory) throws FileNotFoundException {
    super(outputDirectory);
    NameNumberFeaturesEncoder features = new NameNumberFeaturesEncoder(false, false);
    features.addEncoder(new NumberEncoder());
    features.addEncoder(new BooleanEncoder());
    features.addEncoder(new StringEncoder());
    setFeaturesEncoder(features);
    setOutcomeEncoder(new StringToStringOutcomeEncoder());
  }

  @Override
  public void writeEncoded(List<NameNumber> features, String outcome) {
    StringBuilder line = new StringBuilder(features.size() * 16);
    line.append(CrfSuiteFormat.escape(outcome));
    for (NameNumber feature : features) {
      line.append('\t').append(CrfSuiteFormat.escape(feature.name));
      double weight = feature.number.doubleValue();
      if (weight != 1.0) {
        line.append(':').append(weight);
      }
    }
    trainingDataWriter.println(line);
  }

  @Override
  public void writeEndSequence() {
    trainingDataWriter.println();
  }

  @Override
  protected CrfSuiteClassifierBuilder newClassifierBuilder() {
    return new CrfSuiteClassifierBuilder();
  }
}
