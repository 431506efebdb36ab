// The corpus narrowed to some cards, for behaviour tests of compiled card text.
import { readFileSync } from "node:fs";
import { CORPUS } from "./helpers.ts";

/**
 * The corpus with only these cards' body lines and these general skills' lines (plus every
 * header line and the deck) kept; line numbers stay.
 */
export function corpusWithCards(cards: readonly string[], skills: readonly string[] = []): string {
  let card: string | null = null;
  let inDeck = false;
  return readFileSync(CORPUS, "utf8")
    .split("\n")
    .map((line) => {
      if (line.startsWith("牌堆 ")) inDeck = true;
      if (inDeck || line.startsWith("扩展包 ") || line.startsWith("武将 ")) {
        card = null;
        return line;
      }
      const skill = /^〖(.+?)〗/u.exec(line);
      if (skill && card === null) return skills.includes(skill[1]) ? line : "";
      const header = /^牌 【(.+?)】/u.exec(line);
      if (header) {
        card = header[1];
        return line;
      }
      if (line.trim() === "") card = null;
      return card !== null && cards.includes(card) ? line : "";
    })
    .join("\n");
}
