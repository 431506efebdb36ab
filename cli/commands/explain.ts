// `jinnang explain <file.sgs> [--skill 名|--card 名] [--ir|--ts]`: what a skill or card compiles to.
import { readFile } from "node:fs/promises";
import type { Command } from "commander";
import { compileSource } from "../../compiler/index.ts";
import { describe, findCard, findSkill, irOf, reducedSource, tsOf, type Explained } from "../../compiler/lint/explain.ts";
import { formatDiagnostic } from "../../grammar/legacy/diagnostics.ts";
import { parsePack } from "../../grammar/legacy/index.ts";

export interface ExplainOptions {
  readonly skill?: string;
  readonly card?: string;
  readonly ir?: boolean;
  readonly ts?: boolean;
}

export interface ExplainOutput {
  readonly exitCode: number;
  readonly text: string;
  readonly errors: string;
}

const unbracket = (name: string): string => name.replace(/^[〖【](.*)[〗】]$/u, "$1");

export async function runExplain(file: string, options: ExplainOptions): Promise<ExplainOutput> {
  const fail = (message: string): ExplainOutput => ({ exitCode: 1, text: "", errors: `jinnang explain: ${message}\n` });
  if (Boolean(options.skill) === Boolean(options.card)) return fail("give exactly one of --skill 名 or --card 名");
  const text = await readFile(file, "utf8");
  const { ast, diagnostics } = parsePack(text, file);
  const name = unbracket(options.skill ?? options.card ?? "");
  const target: Explained | undefined = options.skill ? findSkill(ast, name) : findCard(ast, name);
  if (!target) {
    const unparsed = [...ast.generals.flatMap((g) => g.skillRefs), ...ast.cards.flatMap((c) => c.skillRefs)].find((r) => r.name === name);
    if (!unparsed) return fail(`no ${options.skill ? `skill 〖${name}〗` : `card 【${name}】`} in ${file}`);
    const why = diagnostics.filter((d) => d.line === unparsed.range.start.line).map((d) => formatDiagnostic(d, text, { color: false }));
    return fail(`〖${name}〗 did not parse, so it has no meaning yet:\n${why.join("\n")}`);
  }
  const parts = [describe(target, text, file)];
  if (options.ir || options.ts) {
    // The whole pack first; if other lines have errors, just this skill or card's block.
    let result = await compileSource(text, file);
    if (!result.ts) result = await compileSource(reducedSource(text, target), file);
    const ir = irOf(result.ir, target);
    const ts = result.ts ? tsOf(result.ts, target) : undefined;
    if (!ir) {
      const errors = result.diagnostics.filter((d) => d.line >= (target.kind === "skill" ? target.skill : target.card).range.start.line);
      const shown = errors.filter((d) => d.line <= (target.kind === "skill" ? target.skill : target.card).range.end.line + 6);
      parts.push(`not compiled:\n${shown.map((d) => formatDiagnostic(d, text, { color: false })).join("\n")}\n`);
      return { exitCode: 1, text: parts.join("\n"), errors: "" };
    }
    if (options.ir) parts.push(`IR:\n${JSON.stringify(ir, (k, v: unknown) => (k === "loc" ? undefined : v), 2)}\n`);
    if (options.ts) parts.push(ts ? `TypeScript:\n${ts}` : "TypeScript: (not found in the generated module)\n");
  }
  return { exitCode: 0, text: parts.join("\n"), errors: "" };
}

export function registerExplain(program: Command, setExit: (code: number) => void): void {
  program
    .command("explain")
    .description("show what a skill or card means and compiles to")
    .argument("<file>", "an .sgs file")
    .option("--skill <name>", "a skill, e.g. 苦肉 or 〖苦肉〗")
    .option("--card <name>", "a card, e.g. 杀 or 【杀】")
    .option("--ir", "also print the compiler's IR")
    .option("--ts", "also print the generated TypeScript")
    .action(async (file: string, options: ExplainOptions) => {
      const output = await runExplain(file, options);
      process.stdout.write(output.text);
      process.stderr.write(output.errors);
      setExit(output.exitCode);
    });
}
