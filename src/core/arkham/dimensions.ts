import { DIMENSION_SYMBOLS, type DimensionSymbol } from "./model";

/** Other names of the symbols in the sources (monsters.json `dimensionSymbolNotes`): moon/crescentMoon, cross, leftLean. */
const ALIASES: Readonly<Record<string, DimensionSymbol>> = {
  moon: "crescent",
  crescentmoon: "crescent",
  cross: "plus",
  leftlean: "slash",
};

/** Normalises a dimension symbol name (case, spaces, dashes and the data's aliases); undefined when it is none of the nine. */
export function normaliseDimension(name: string): DimensionSymbol | undefined {
  const key = name.toLowerCase().replace(/[^a-z]/g, "");
  return (DIMENSION_SYMBOLS as readonly string[]).includes(key) ? (key as DimensionSymbol) : ALIASES[key];
}

/** A name as a slug: "Hound of Tindalos" → "hound-of-tindalos", "An Evil Fog" → "an-evil-fog". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
