#!/usr/bin/env python3
"""Interleaves annotated notes with PHI-free narrative into one folder, for `deid bench --pipeline`
at a chosen PHI density: each note of NOTES (name order) is followed by narrative files of PROSE
(name order) while the narrative's characters stay below RATIO times the notes' so far.

A note's cost grows with its PHI, so rates compare only at like densities. The fr-dev notes hold one
PHI every 65 characters, MEDDOCAN dev one every 129; with the French prose corpus (one PHI found
every 956 characters) a ratio of 1.14 brings the French notes to MEDDOCAN's density:

  scripts/mix-notes.py corpus/fr-dev/brat/dev ../shared/corpora/prose/fr 1.14 /tmp/frmix
  ./deid bench --pipeline --lang fr --in /tmp/frmix --note-chars 3091 --threads 1,2

The bench prints the density it found. The copies are for the bench only: never commit them.
"""
import pathlib
import sys


def main(notes, prose, ratio, out):
    out = pathlib.Path(out)
    out.mkdir(parents=True, exist_ok=False)
    narrative = sorted(pathlib.Path(prose).glob("*.txt"))
    taken = 0
    note_chars = 0
    prose_chars = 0
    count = 0
    for note in sorted(pathlib.Path(notes).glob("*.txt")):
        text = note.read_text(encoding="utf-8")
        (out / f"m{count:05d}.txt").write_text(text, encoding="utf-8")
        count += 1
        note_chars += len(text)
        while prose_chars < ratio * note_chars and taken < len(narrative):
            text = narrative[taken].read_text(encoding="utf-8")
            taken += 1
            (out / f"m{count:05d}.txt").write_text(text, encoding="utf-8")
            count += 1
            prose_chars += len(text)
    print(f"{count} files: {note_chars} chars of notes, {prose_chars} of narrative ({taken} files)")


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit("usage: mix-notes.py NOTES PROSE RATIO OUT")
    main(sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4])
