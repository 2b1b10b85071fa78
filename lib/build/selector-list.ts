/**
 * A rule's selector list split at its top-level commas (`:is(a,b)` and
 * `[data-x="a,b"]` stay whole, an escaped `\,` too). Shared by the critical
 * CSS steps (lib/build/critical-css.ts, lib/build/interaction-rules.ts).
 * Kept free of Next and `server-only` so the build script and Jest use it.
 */
export function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '\\') i += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}
