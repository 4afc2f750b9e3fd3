package org.deid.descriptors;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.uima.analysis_engine.AnalysisEngineDescription;
import org.apache.uima.resource.ResourceCreationSpecifier;
import org.apache.uima.resource.ResourceInitializationException;
import org.apache.uima.resource.ResourceSpecifier;
import org.apache.uima.resource.metadata.Import;
import org.apache.uima.resource.metadata.MetaDataObject;
import org.apache.uima.resource.metadata.ProcessingResourceMetaData;
import org.apache.uima.resource.metadata.TypeSystemDescription;
import org.apache.uima.resource.metadata.impl.Import_impl;
import org.apache.uima.resource.metadata.impl.TypeSystemDescription_impl;
import org.xml.sax.SAXException;

/**
 * Writes the XML of the catalog's descriptions. Type systems are imported by name rather than
 * copied, so descriptors stay short and follow the type system jars on the classpath.
 */
public final class DescriptorGenerator {

  /** Type systems every descriptor imports: deid's (which imports cTAKES') and DKPro's metadata. */
  static final String[] TYPE_SYSTEM_IMPORTS = {
    "org.deid.types.DeidTypeSystem", "desc.type.metadata", "desc.type.metadata_customized"
  };

  private DescriptorGenerator() {}

  /** The XML of one catalog entry, as it must appear in the checked-in file. */
  public static String generate(DescriptorCatalog.Entry entry)
      throws ResourceInitializationException, IOException, SAXException {
    ResourceCreationSpecifier description = entry.factory().create();
    importTypeSystems(description);
    StringWriter xml = new StringWriter();
    description.toXML(xml);
    // UIMA's serializer leaves whitespace-only lines on Java 9+: drop them for readable files.
    return xml.toString().lines().filter(line -> !line.isBlank()).collect(Collectors.joining("\n"))
        + "\n";
  }

  private static void importTypeSystems(ResourceSpecifier specifier) {
    if (specifier instanceof AnalysisEngineDescription engine && !engine.isPrimitive()) {
      for (MetaDataObject delegate :
          engine.getDelegateAnalysisEngineSpecifiersWithImports().values()) {
        if (delegate instanceof ResourceSpecifier specifierOfDelegate) {
          importTypeSystems(specifierOfDelegate);
        }
      }
      return; // UIMA forbids a type system on an aggregate: its delegates carry theirs
    }
    if (specifier instanceof ResourceCreationSpecifier creation
        && creation.getMetaData() instanceof ProcessingResourceMetaData metaData) {
      TypeSystemDescription typeSystem = new TypeSystemDescription_impl();
      Import[] imports = new Import[TYPE_SYSTEM_IMPORTS.length];
      for (int i = 0; i < imports.length; i++) {
        Import_impl byName = new Import_impl();
        byName.setName(TYPE_SYSTEM_IMPORTS[i]);
        imports[i] = byName;
      }
      typeSystem.setImports(imports);
      metaData.setTypeSystem(typeSystem);
    }
  }

  /**
   * Regenerates every descriptor and cTAKES piper file into a folder (the module's {@code
   * src/main/resources/org/deid/ desc}), deleting nothing else.
   */
  public static void main(String[] args) throws Exception {
    if (args.length != 1) {
      throw new IllegalArgumentException("Usage: DescriptorGenerator TARGET_FOLDER");
    }
    Path target = Path.of(args[0]);
    for (DescriptorCatalog.Entry entry : DescriptorCatalog.entries()) {
      Path file = target.resolve(entry.path());
      Files.createDirectories(file.getParent());
      Files.writeString(file, generate(entry), StandardCharsets.UTF_8);
    }
    for (Map.Entry<String, String> piper : PiperFileGenerator.FILES.entrySet()) {
      Path file = target.resolve(piper.getValue());
      Files.createDirectories(file.getParent());
      Files.writeString(file, PiperFileGenerator.generate(piper.getKey()), StandardCharsets.UTF_8);
    }
  }
}
