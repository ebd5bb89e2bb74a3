/**
 * Vite wraps every dynamic import of the browser's build in its preload helper:
 * `helper(() => import('./x.js'), deps)`, or for an import whose exports are picked at once
 * `helper(async () => { const { a } = await import('./x.js'); return { a }; }, deps)`. With
 * `modulePreload: false` and every style inlined, `deps` is `[]` and the helper does nothing but
 * call the function, yet it is a chunk of its own (~0.9 KB gz) that the widget loader and the
 * product page would load for nothing. `unwrapEmptyPreloads` rewrites each such call of a
 * minified chunk into a plain call of its function; a call with dependencies is left as it is.
 */

/** Where the call opened at `open` (the index of its `(`) closes, and its top-level arguments; null when the text cannot be read. */
function readCall(code: string, open: number): { end: number; args: string[] } | null {
  const args: string[] = [];
  let depth = 0;
  let argStart = open + 1;
  // Template literals nest: each entry is the brace depth at which a `${` opened.
  const templates: number[] = [];
  for (let i = open; i < code.length; i++) {
    const ch = code[i];
    if (ch === '"' || ch === "'") {
      const close = skipString(code, i, ch);
      if (close < 0) return null;
      i = close;
    } else if (ch === '`') {
      const next = skipTemplate(code, i + 1);
      if (next === null) return null;
      if (next.interpolation) templates.push(depth);
      i = next.index;
    } else if (ch === '}' && templates.length > 0 && templates[templates.length - 1] === depth) {
      // The end of a `${…}`: the template goes on.
      templates.pop();
      const next = skipTemplate(code, i + 1);
      if (next === null) return null;
      if (next.interpolation) templates.push(depth);
      i = next.index;
    } else if (ch === '(' || ch === '[' || ch === '{') {
      depth++;
    } else if (ch === ')' || ch === ']' || ch === '}') {
      depth--;
      if (depth === 0) {
        if (ch !== ')') return null;
        args.push(code.slice(argStart, i));
        return { end: i + 1, args };
      }
    } else if (ch === ',' && depth === 1) {
      args.push(code.slice(argStart, i));
      argStart = i + 1;
    } else if (ch === '/' && (code[i + 1] === '/' || code[i + 1] === '*')) {
      return null; // A comment in minified code: not a shape this reads.
    }
  }
  return null;
}

/** The index of the quote closing the string that opens at `start`, or -1. */
function skipString(code: string, start: number, quote: string): number {
  for (let i = start + 1; i < code.length; i++) {
    if (code[i] === '\\') i++;
    else if (code[i] === quote) return i;
  }
  return -1;
}

/** From inside a template literal: the index of its closing backtick, or of the `{` of the next `${`. */
function skipTemplate(code: string, from: number): { index: number; interpolation: boolean } | null {
  for (let i = from; i < code.length; i++) {
    if (code[i] === '\\') i++;
    else if (code[i] === '`') return { index: i, interpolation: false };
    else if (code[i] === '$' && code[i + 1] === '{') return { index: i + 1, interpolation: true };
  }
  return null;
}

/**
 * `code` with every `helper(fn, [])` call of the helper imported as `local` replaced by a call of
 * `fn` (an arrow whose body is an expression becomes that expression). `left` is true when a call
 * of the helper remains (one with dependencies, or one this could not read). A call of the same
 * name that does not pass a function of no parameters is an inner scope's own and is left alone.
 */
export function unwrapEmptyPreloads(code: string, local: string): { code: string; left: boolean } {
  const escaped = local.replace(/\$/g, '\\$');
  const callRe = new RegExp(`(?<![\\w$.])${escaped}\\(`, 'g');
  let out = '';
  let from = 0;
  let left = false;
  for (let match = callRe.exec(code); match; match = callRe.exec(code)) {
    const open = match.index + match[0].length - 1;
    // Minified code gives an inner scope's own names the helper's short name too: only a call
    // of a function of no parameters is the helper's.
    if (!/^(async)?\(\)=>/.test(code.slice(open + 1, open + 12))) continue;
    const call = readCall(code, open);
    const [fn, deps] = call?.args ?? [];
    if (!call || call.args.length !== 2 || deps.trim() !== '[]') {
      left = true;
      continue;
    }
    const body = fn.replace(/^\(\)=>/, '');
    const plain = fn.startsWith('()=>') && !body.startsWith('{') ? `(${body})` : `(${fn})()`;
    out += code.slice(from, match.index) + plain;
    from = call.end;
    callRe.lastIndex = call.end;
  }
  return { code: out + code.slice(from), left };
}
