// Shared helpers for grammar tests: read a pack text with the table-driven grammar.
import { readFileSync } from "node:fs";
import { readPack, type PackSyntax } from "../../grammar/pack.ts";
import type { Diagnostic } from "../../grammar/diagnostic.ts";
import { CORPUS_FILE } from "../support/paths.ts";

export const CORPUS_PATH = CORPUS_FILE;
export const corpusText = (): string => readFileSync(CORPUS_PATH, "utf8");

export function parse(text: string, file = "test.sgs"): { pack: PackSyntax; diagnostics: Diagnostic[] } {
  return readPack(text, file);
}
