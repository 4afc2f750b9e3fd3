package org.deid.resolve;

import org.deid.taxonomy.PhiCategory;

/**
 * Evidence in the context of a name without a trigger that it names no person, whoever claims it: a
 * king's name, a class number ("Masada IIb"), a maker's suffix ("Roche Diagnostics"), a name glued
 * to a unit or a marker, a trade mark, a named scale, an acronym written after an article, a maker
 * in brackets, a drug's brand, the author of a reference or of the article itself. Asked in that
 * order; the first that holds gives the reason.
 */
final class NoPersonContext implements NonPhiHeuristic {

  private final MakersAndBrands makers;
  private final AcronymOfAThing acronyms;

  NoPersonContext(OrdinaryWords words) {
    this.makers = new MakersAndBrands(words);
    this.acronyms = new AcronymOfAThing(words);
  }

  @Override
  public Verdict judge(Claim claim) {
    if (!claim.is(PhiCategory.NAME) || claim.hasTrigger()) {
      return Verdict.NONE;
    }
    String text = claim.document();
    int begin = claim.begin();
    int end = claim.end();
    if (KingsAndClassifications.beforeRegnalNumber(text, end)) {
      return Verdict.refuted("a king's name before its regnal number");
    }
    if (KingsAndClassifications.isOrPrecedesClassNumber(text, begin, end)) {
      return Verdict.refuted("a lettered class number or its authors");
    }
    if (MakersAndBrands.precedesMakerSuffix(text, end)) {
      return Verdict.refuted("a maker before its suffix");
    }
    if (ProductShape.isGluedToATerm(text, begin, end)) {
      return Verdict.refuted("glued to a prefix or a unit");
    }
    if (MakersAndBrands.beforeTradeMark(text, end)) {
      return Verdict.refuted("a trade mark");
    }
    if (KingsAndClassifications.opensNamedInstrument(text, end)) {
      return Verdict.refuted("a named scale or index");
    }
    if (acronyms.holdsAcronymOfAThing(text, claim.text())) {
      return Verdict.refuted("an acronym the note writes after an article");
    }
    if (makers.isMakerInBrackets(text, begin, end)) {
      return Verdict.refuted("a maker in brackets with its seat");
    }
    if (makers.isBrandOfDrug(text, begin, end)) {
      return Verdict.refuted("a drug's brand");
    }
    if (BibliographicContext.isReference(text, begin, end)) {
      return Verdict.refuted("an author of a reference");
    }
    return Verdict.refutedIf(
        BibliographicContext.isAuthorOfArticle(text, begin), "an author of the article");
  }
}
