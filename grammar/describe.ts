// Words for diagnostics: what the grammar expected (grammar/suggest.ts offers the known word
// close to an unknown one).

/** The expected set in a stable, readable order (labels first, then words), at most 8 entries. */
export function describeExpected(expected: readonly string[]): string[] {
  const unique = [...new Set(expected)];
  const labels = unique.filter((e) => /[a-z]/.test(e)).sort();
  const words = unique.filter((e) => !/[a-z]/.test(e)).sort();
  const out = [...labels, ...words.map((w) => `“${w}”`)];
  return out.length > 8 ? [...out.slice(0, 8), `… (${out.length - 8} more)`] : out;
}
