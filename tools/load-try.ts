import { readFileSync } from "node:fs";
import { loadText } from "../compiler/compile.ts";
const pack = await loadText(readFileSync("/work/main/skills/standard.sgs", "utf8"), "skills/standard.sgs");
console.log(pack.name, pack.generals.length, pack.skills.length, pack.cards.length, pack.decks.length);
