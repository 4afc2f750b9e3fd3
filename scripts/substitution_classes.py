#!/usr/bin/env python3
"""Counts, per gold corpus, each class of substitution fault of issue #32 (Python 3, standard library).

For every set SET=GOLD:SCHEME:LANG it runs

    ./deid eval --gold GOLD --scheme SCHEME --lang LANG --substitute-gold --report TMP

(the gold PHI substituted alone, default policy and seed), reads TMP/substitutions.tsv (each gold
PHI with what replaced it) and the gold texts, and prints one count per class and set. Nothing but
counts is printed; the temporary folder, which holds original text, is owner-only and removed.

    python3 scripts/substitution_classes.py            # the three development sets of the docs
    python3 scripts/substitution_classes.py fr=corpus/fr-dev/brat/dev:deid-fr:fr

Run it from the repository root after building the CLI (see README). docs/substitution.md gives
the figures it printed, dated by commit.
"""

import csv
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RES = os.path.join(ROOT, "deid-annotators/src/main/resources/org/deid")

DEFAULT_SETS = [
    ("MEDDOCAN dev", "../shared/corpora/meddocan/dev", "meddocan", "es"),
    ("fr-dev dev", "corpus/fr-dev/brat/dev", "deid-fr", "fr"),
    ("es-dev dev", "corpus/es-dev/brat/dev", "meddocan", "es"),
]

WORD = re.compile(r"[^\W\d_][^\W\d_'’]*")
TAG = re.compile(r"^\[[A-Z_]+\]$")

# The classes, in the order of issue #32, with what each counts.
CLASSES = [
    ("kinship", "capitalised name words written back (kinship-word names included)"),
    ("letterless", "name spans with no letter written back"),
    ("overlap", "overlapping PHI whose replacement keeps a word of 4+ letters of them"),
    ("old_age", "ages over 89 kept (digits or words)"),
    ("initial", "initials written back"),
    ("place_word", "places keeping a word (2+ letters) that is no generic word"),
    ("country", "kept 'country' spans that are no country"),
    ("foreign_city", "city surrogates that are no place of the note's country"),
    ("zip", "zips beside a city not matching the surrogate city"),
    ("two_surrogates", "one place given two surrogates in a note"),
    ("date_tag", "dates not shifted (tagged or written back)"),
    ("month_form", "month names whose form changed"),
    ("gender", "first names changing gender (first given name of a span; of those measurable)"),
    ("gender_unknown", "first names with no gender in the lexicon (same words)"),
    ("titled", "  of those, after a gendered title: surrogate of the other gender"),
    ("shape", "full names losing their shape"),
    ("name_two", "a name word given two surrogates in a note"),
]

MONTHS = {
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "fr-abbr": "janv févr fév mars avr mai juin juil août sept oct nov déc",
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre"
    " noviembre diciembre",
    "es-abbr": "ene feb mar abr may jun jul ago sep sept set oct nov dic",
    "ca": "gener febrer març abril maig juny juliol agost setembre octubre novembre desembre",
    "gl": "xaneiro febreiro marzo abril maio xuño xullo agosto setembro outubro novembro decembro",
}
MONTH_LISTS = {name: set(words.split()) for name, words in MONTHS.items()}
OLD_AGE_WORDS = re.compile(
    r"noventa|\bcien\b|\bciento|quatre-vingt-(dix|onze|douze|treize|quatorze|quinze|seize)"
    r"|quatre-vingt-dix|\bcent\b|nonante",
    re.I,
)


def fold(text):
    text = unicodedata.normalize("NFD", text.lower().replace("’", "'"))
    return "".join(c for c in text if unicodedata.category(c) != "Mn")


def lines(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.strip() and not line.startswith("#"):
                yield line


class Lexicon:
    def __init__(self, lang):
        lex = os.path.join(RES, "detect/lexicon", lang)
        self.female, self.male, self.first = set(), set(), set()
        for line in lines(os.path.join(lex, "first-names.txt")):
            fields = line.split("\t")
            key = fold(fields[0])
            self.first.add(key)
            gender = fields[1] if len(fields) > 1 else "-"
            (self.female if gender == "F" else self.male if gender == "M" else set()).add(key)
        for line in lines(os.path.join(RES, "substitute/common-first-names.tsv")):
            language, name, gender = line.split("\t")
            if language != lang:
                continue
            key = fold(name)
            self.first.add(key)
            (self.female if gender == "F" else self.male).add(key)
            (self.male if gender == "F" else self.female).discard(key)
        self.surnames = {fold(s.strip()) for s in lines(os.path.join(lex, "surnames.txt"))}
        self.countries = set()
        for language in ("fr", "es"):
            path = os.path.join(RES, "detect/lexicon", language, "countries.txt")
            self.countries |= {fold(c.strip()) for c in lines(path)}
        self.countries |= {"england", "uk"}  # as KeptCategories
        self.places = defaultdict(set)
        for line in lines(os.path.join(RES, "substitute/places-%s.tsv" % lang)):
            fields = line.split("\t")
            self.places[fold(fields[0])].add(fields[4] if len(fields) > 4 else "-")
        self.generic = set()
        for name in ("generic-place-words.txt", "place-particles.txt"):
            self.generic |= {fold(w.strip()) for w in lines(os.path.join(RES, "substitute", name))}
        self.particles = set()
        for language in ("fr", "es"):
            for line in lines(os.path.join(RES, "detect/lexicon", language, "context.tsv")):
                kind, word = line.split("\t")[:2]
                if kind in ("STREET_HEAD", "HOSPITAL_HEAD"):
                    self.generic.add(fold(word).rstrip("."))
                if kind == "PARTICLE":
                    self.particles.add(fold(word))
        self.titles = {}
        for line in lines(os.path.join(RES, "substitute/gendered-titles.tsv")):
            language, title, gender = line.split("\t")
            if language == lang:
                self.titles[title] = self.titles[title.upper()] = gender
        self.generic |= {"s", "n", "er", "e", "o", "a", "bis", "ter", "k", "p"}

    def gender(self, key):
        f, m = key in self.female, key in self.male
        return "F" if f and not m else "M" if m and not f else None

    def role(self, key):
        f, s = key in self.first, key in self.surnames
        return "F" if f and not s else "L" if s and not f else None


def words(text):
    return WORD.findall(text)


def aligned(original, surrogate):
    a, b = words(original), words(surrogate)
    return list(zip(a, b)) if len(a) == len(b) else []


def month_form(word):
    key = word.lower().rstrip(".")
    lists = frozenset(n for n, ws in MONTH_LISTS.items() if key in ws)
    if not lists:
        return None
    case = "upper" if word.isupper() else "title" if word[:1].isupper() else "lower"
    return lists, case, word.endswith(".")


def count(rows, texts, lex, lang):
    c = defaultdict(int)
    by_doc = defaultdict(list)
    for row in rows:
        by_doc[row["document"]].append(row)
    for doc, spans in by_doc.items():
        text = texts.get(doc, "")
        name_surrogates = defaultdict(set)
        city_surrogates = defaultdict(set)
        for r in spans:
            cat, sub, orig, surr = r["category"], r["subtype"], r["original"], r["surrogate"]
            tagged = bool(TAG.match(surr))
            if cat == "NAME":
                if not re.search(r"[^\W\d_]", orig):
                    c["letterless"] += surr == orig
                    continue
                pairs = aligned(orig, surr)
                measured_first = False  # a person's gender: the first given name of the span
                for o, s in pairs:
                    ko, ks = fold(o), fold(s)
                    if len(o) == 1:
                        c["initial"] += ko == ks
                        continue
                    if o[0].isupper() and ko == ks and ko not in lex.particles:
                        c["kinship"] += 1
                    if ko not in lex.particles and o[0].isupper():
                        name_surrogates[ko].add(ks)
                    first_word = sub == "FIRST_NAME" or (sub in ("null", "None", "") and ko in lex.first)
                    if first_word and not measured_first:
                        measured_first = True
                        g = lex.gender(ko)
                        if g is None:
                            c["gender_unknown"] += 1
                            title = re.search(r"([^\W\d_]+)\.?\s+$", text[max(0, int(r["begin"]) - 16) : int(r["begin"])])
                            tg = title and lex.titles.get(title.group(1))
                            if tg and lex.gender(ks):
                                c["titled_measured"] += 1
                                c["titled"] += lex.gender(ks) != tg
                        else:
                            gs = lex.gender(ks)
                            if gs is not None:
                                c["gender_measured"] += 1
                                c["gender"] += gs != g
                content = [(o, s) for o, s in pairs if len(o) > 1 and fold(o) not in lex.particles]
                if len(content) >= 2:
                    c["shape_measured"] += 1
                    lost = any(
                        lex.role(fold(o)) and lex.role(fold(s)) and lex.role(fold(o)) != lex.role(fold(s))
                        for o, s in content
                    )
                    c["shape"] += lost
            elif cat == "AGE":
                numbers = [int(n) for n in re.findall(r"\d+", orig)]
                old = any(n > 89 for n in numbers) or (not numbers and OLD_AGE_WORDS.search(orig))
                c["old_age"] += bool(old) and "90+" not in surr
            elif cat == "DATE":
                c["date_tag"] += tagged or surr == orig
                for o in words(orig):
                    form = month_form(o)
                    if form is None or tagged:
                        continue
                    forms = [month_form(s) for s in words(surr)]
                    forms = [f for f in forms if f]
                    if not any(f[0] & form[0] and f[1:] == form[1:] for f in forms):
                        c["month_form"] += 1
            elif cat == "LOCATION":
                if sub == "COUNTRY":
                    c["country"] += surr == orig and fold(orig.strip()) not in lex.countries
                    continue
                if sub == "ZIP" or tagged or re.fullmatch(r"\d{4,5}", orig.strip()):
                    continue
                kept = {fold(w) for w in words(surr)}
                if any(
                    len(w) >= 2 and fold(w) in kept and fold(w) not in lex.generic
                    for w in words(orig)
                ):
                    c["place_word"] += 1
                if sub == "CITY" and surr != orig:
                    c["foreign_city"] += fold(surr.strip()) not in lex.places
                    city_surrogates[fold(orig.strip())].add(fold(surr.strip()))
        # one place, two surrogates: a city given two, or a city inside another place's name
        # (a hospital "de Lyon") whose replacement does not hold the city's surrogate
        c["two_surrogates"] += sum(1 for s in city_surrogates.values() if len(s) > 1)
        for r in spans:
            if r["category"] != "LOCATION" or r["subtype"] in ("CITY", "ZIP", "COUNTRY"):
                continue
            inner = fold(r["original"])
            surr = fold(r["surrogate"])
            for city, surrogates in city_surrogates.items():
                if len(city) >= 3 and re.search(r"\b%s\b" % re.escape(city), inner):
                    c["two_surrogates"] += not any(s in surr for s in surrogates)
        c["name_two"] += sum(1 for s in name_surrogates.values() if len(s) > 1)
        # overlapping PHI: a word of 4+ letters of either left in their replacement
        ordered = sorted(spans, key=lambda r: (int(r["begin"]), -int(r["end"])))
        for i, a in enumerate(ordered):
            for b in ordered[i + 1 :]:
                if int(b["begin"]) >= int(a["end"]):
                    break
                union = text[int(a["begin"]) : max(int(a["end"]), int(b["end"]))]
                kept = {fold(w) for w in words(a["surrogate"]) + words(b["surrogate"])}
                c["overlap"] += any(
                    len(w) >= 4 and fold(w) in kept and fold(w) not in lex.generic
                    for w in words(union)
                )
        # zip beside a city: the surrogate city's postcode (France) or province prefix (Spain)
        for z in spans:
            is_zip = z["subtype"] == "ZIP" or re.fullmatch(r"\d{4,5}", z["original"].strip())
            if not is_zip or TAG.match(z["surrogate"]):
                continue
            for city in spans:
                if city["subtype"] != "CITY" or re.fullmatch(r"\d{4,5}", city["original"].strip()):
                    continue
                gap = (
                    text[int(z["end"]) : int(city["begin"])]
                    if int(z["end"]) <= int(city["begin"])
                    else text[int(city["end"]) : int(z["begin"])]
                )
                if len(gap) > 3 or re.search(r"[\w]", gap):
                    continue
                codes = {p for p in lex.places.get(fold(city["surrogate"].strip()), ()) if p != "-"}
                if not codes:
                    continue
                c["zip_measured"] += 1
                zip_code = z["surrogate"].strip()
                c["zip"] += not any(zip_code == p or zip_code.startswith(p) and len(p) == 2 for p in codes)
    return c


def run(label, gold, scheme, lang):
    tmp = tempfile.mkdtemp(prefix="deid-classes-")
    os.chmod(tmp, 0o700)
    try:
        command = [
            os.path.join(ROOT, "deid"), "eval", "--gold", gold, "--scheme", scheme, "--lang", lang,
            "--substitute-gold", "--report", os.path.join(tmp, "report"),
        ]
        done = subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if done.returncode not in (0, 4):
            sys.exit("%s: deid eval exited %d" % (label, done.returncode))
        with open(os.path.join(tmp, "report", "substitutions.tsv"), encoding="utf-8") as f:
            rows = list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    gold_dir = os.path.join(ROOT, gold)
    texts = {}
    for name in os.listdir(gold_dir):
        if name.endswith(".txt"):
            with open(os.path.join(gold_dir, name), encoding="utf-8", newline="") as f:
                texts[name[:-4]] = f.read()
    return count(rows, texts, Lexicon(lang), lang)


def main(argv):
    if any(a in ("-h", "--help") for a in argv):
        print(__doc__)
        return 0
    sets = DEFAULT_SETS
    if argv:
        sets = []
        for arg in argv:
            label, spec = arg.split("=", 1)
            gold, scheme, lang = spec.rsplit(":", 2)
            sets.append((label, gold, scheme, lang))
    results = [run(*s) for s in sets]
    width = max(len(d) for _, d in CLASSES)
    print("%-*s  %s" % (width, "class (issue #32)", "  ".join("%14s" % s[0] for s in sets)))
    for key, description in CLASSES:
        cells = []
        for c in results:
            if key in ("gender", "shape", "zip", "titled"):
                cells.append("%14s" % ("%d / %d" % (c[key], c[key + "_measured"])))
            else:
                cells.append("%14d" % c[key])
        print("%-*s  %s" % (width, description, "  ".join(cells)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
