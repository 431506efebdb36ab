// jinnang.config.json: rule severities and file globs, shared by `lint`, `check` and `build`.
// Found by walking up from the working folder (or given with --config); globs are relative to
// the config file's folder and matched with minimatch.
//
//   {
//     "rules": { "SGS005": "error", "half-width-punctuation": "off", "SGS013": "warn" },
//     "files": ["skills/**/*.sgs", "drafts/*.sgs"],
//     "ignores": ["drafts/old-*.sgs"],
//     "overrides": [{ "files": ["drafts/**"], "rules": { "SGS001": "warn" } }]
//   }
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { minimatch } from "minimatch";
import { findRule } from "./registry.ts";
import type { RuleSetting } from "./types.ts";

export const CONFIG_NAME = "jinnang.config.json";

/** Findings about suppression comments: configurable like rules, not rulebook rules. */
export const META_CODES = {
  /** `# jinnang-disable-next-line ID` with no `-- reason`. */
  suppressReason: "L-SUPPRESS-REASON",
  /** A suppression that silenced nothing. */
  suppressUnused: "L-SUPPRESS-UNUSED",
  /** A suppression naming no rule of the registry. */
  suppressUnknown: "L-SUPPRESS-UNKNOWN",
} as const;
const META = new Set<string>(Object.values(META_CODES));

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

export interface LintSettings {
  /** The config file, or null when there is none (defaults only). */
  readonly path: string | null;
  /** Folder the globs are relative to. */
  readonly dir: string;
  /** Rule id (or meta code) → setting. */
  readonly rules: ReadonlyMap<string, RuleSetting>;
  /** Globs of the files to lint inside a folder given as input; null: the folder's *.sgs. */
  readonly files: readonly string[] | null;
  readonly ignores: readonly string[];
  readonly overrides: readonly { readonly files: readonly string[]; readonly rules: ReadonlyMap<string, RuleSetting> }[];
}

export const DEFAULT_SETTINGS: LintSettings = { path: null, dir: process.cwd(), rules: new Map(), files: null, ignores: [], overrides: [] };

/** off | warn | warning | error → a setting. */
export function parseSetting(value: unknown, where: string): RuleSetting {
  if (value === "off") return "off";
  if (value === "warn" || value === "warning") return "warning";
  if (value === "error") return "error";
  throw new ConfigError(`${where}: ${JSON.stringify(value)} is not a severity (off, warn or error)`);
}

/** A rule key (SGS001, split-timing, L-SUPPRESS-UNUSED) → its id. */
export function ruleKey(key: string, where: string): string {
  const k = key.trim();
  if (META.has(k.toUpperCase())) return k.toUpperCase();
  const rule = findRule(k);
  if (!rule) throw new ConfigError(`${where}: unknown rule ${JSON.stringify(key)} (see jinnang lint --list)`);
  return rule.id;
}

function ruleMap(value: unknown, where: string): Map<string, RuleSetting> {
  const map = new Map<string, RuleSetting>();
  if (value === undefined) return map;
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new ConfigError(`${where}: expected an object of rule → severity`);
  for (const [k, v] of Object.entries(value)) map.set(ruleKey(k, where), parseSetting(v, `${where}.${k}`));
  return map;
}

function globs(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || value.some((g) => typeof g !== "string" || g === "")) throw new ConfigError(`${where}: expected an array of glob strings`);
  return value as string[];
}

const KEYS = new Set(["$schema", "rules", "files", "ignores", "overrides"]);

/** Reads and validates a config file. Throws ConfigError (the CLI exits 2). */
export function loadConfig(file: string): LintSettings {
  let raw: string;
  try {
    raw = readFileSync(file, "utf8");
  } catch (e) {
    throw new ConfigError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (e) {
    throw new ConfigError(`${file} is not valid JSON: ${(e as Error).message}`);
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) throw new ConfigError(`${file}: expected a JSON object`);
  const o = json as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!KEYS.has(k)) throw new ConfigError(`${file}: unknown key ${JSON.stringify(k)} (rules, files, ignores, overrides)`);
  const overrides = o["overrides"] === undefined ? [] : o["overrides"];
  if (!Array.isArray(overrides)) throw new ConfigError(`${file}: overrides: expected an array`);
  return {
    path: file,
    dir: path.dirname(path.resolve(file)),
    rules: ruleMap(o["rules"], `${file}: rules`),
    files: o["files"] === undefined ? null : globs(o["files"], `${file}: files`),
    ignores: o["ignores"] === undefined ? [] : globs(o["ignores"], `${file}: ignores`),
    overrides: overrides.map((ov: unknown, i: number) => {
      const where = `${file}: overrides[${i}]`;
      if (ov === null || typeof ov !== "object") throw new ConfigError(`${where}: expected an object`);
      const r = ov as Record<string, unknown>;
      return { files: globs(r["files"], `${where}.files`), rules: ruleMap(r["rules"], `${where}.rules`) };
    }),
  };
}

/** jinnang.config.json in `from` or the nearest folder above it, or null. */
export function findConfig(from: string = process.cwd()): string | null {
  let dir = path.resolve(from);
  for (;;) {
    const candidate = path.join(dir, CONFIG_NAME);
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    const up = path.dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/** The settings in force: the file given, else the one found above `cwd`, else the defaults. */
export function resolveSettings(configPath: string | undefined, cwd: string = process.cwd()): LintSettings {
  if (configPath) return loadConfig(path.resolve(cwd, configPath));
  const found = findConfig(cwd);
  return found ? loadConfig(found) : { ...DEFAULT_SETTINGS, dir: cwd };
}

/** A file's path relative to the config folder, with "/" separators, for matching. */
function relative(settings: LintSettings, file: string): string {
  return path.relative(settings.dir, path.resolve(file)).split(path.sep).join("/");
}

const matches = (rel: string, patterns: readonly string[]): boolean => patterns.some((g) => minimatch(rel, g, { dot: true }));

export function isIgnored(settings: LintSettings, file: string): boolean {
  return settings.ignores.length > 0 && matches(relative(settings, file), settings.ignores);
}

/** Whether a file found inside a folder input is one to lint (config `files`, or *.sgs). */
export function isIncluded(settings: LintSettings, file: string): boolean {
  if (isIgnored(settings, file)) return false;
  if (!settings.files) return file.endsWith(".sgs");
  return matches(relative(settings, file), settings.files);
}

/** The rule settings for one file: the config's rules, then each override whose globs match it. */
export function settingsFor(settings: LintSettings, file: string): Map<string, RuleSetting> {
  const out = new Map(settings.rules);
  const rel = relative(settings, file);
  for (const ov of settings.overrides) if (matches(rel, ov.files)) for (const [k, v] of ov.rules) out.set(k, v);
  return out;
}

/** Each file's settings: the config (with its overrides), then `extra` (--rule) over it. */
export function configFor(settings: LintSettings, extra: ReadonlyMap<string, RuleSetting> = new Map()): (file: string) => Map<string, RuleSetting> {
  return (file) => {
    const m = settingsFor(settings, file);
    for (const [k, v] of extra) m.set(k, v);
    return m;
  };
}
