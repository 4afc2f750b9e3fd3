package org.deid.io.xmi;

import java.io.IOException;
import org.apache.uima.fit.descriptor.ResourceMetaData;
import org.deid.io.OwnerOnlyFiles;
import org.dkpro.core.io.xmi.XmiWriter;

/**
 * DKPro's XMI writer, whose files (the whole CAS, original text included) are restricted to their
 * owner before anything is written into them.
 */
@ResourceMetaData(
    name = "deid owner-only XMI writer",
    description = "Writes each CAS as XMI into a file readable by its owner only.")
public final class OwnerOnlyXmiWriter extends XmiWriter {

  /** Opens a file restricted to its owner. */
  @Override
  protected NamedOutputStream getOutputStream(String relativePath, String extension)
      throws IOException {
    NamedOutputStream out = super.getOutputStream(relativePath, extension);
    OwnerOnlyFiles.restrictOpened(out.getName());
    return out;
  }
}
