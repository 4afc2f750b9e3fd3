package org.deid.pipeline.options;

import java.util.ArrayList;
import java.util.List;
import org.deid.pipeline.Detector;
import picocli.CommandLine.Option;

/** {@code --annotators}: the detectors a command runs, the same option in every command. */
public final class DetectorOptions {

  @Option(
      names = "--annotators",
      split = ",",
      paramLabel = "NAME",
      description =
          "Detectors to run, comma-separated: regex, lexicon, crf, onnx (default: all available for the"
              + " language, and onnx when --onnx-model is given).")
  private List<String> annotators = new ArrayList<>();

  /** The detectors named, in the order given, or every one available for the language. */
  public List<Detector> detectors(String language) {
    return annotators.isEmpty()
        ? new ArrayList<>(Detector.availableFor(language))
        : new ArrayList<>(annotators.stream().map(Detector::parse).toList());
  }

  /** Whether the user named the detectors. */
  public boolean chosen() {
    return !annotators.isEmpty();
  }
}
