/**
 * How deep a JSON value the server accepts, in bodies and socket frames (issue 26): far past any
 * payload of the contract (the deepest, a room setting's value, nests a few levels), far below what a
 * recursive walk (zod, `storableJsonSchema`, JSON.stringify, jsonb) can take before its stack runs out.
 */
export const maxJsonDepth = 64;

const openBrace = 0x7b;
const openBracket = 0x5b;
const closeBrace = 0x7d;
const closeBracket = 0x5d;
const quote = 0x22;
const backslash = 0x5c;

/**
 * Whether JSON text nests its objects and arrays at most `maxDepth` deep, read in one pass without
 * recursion and before it is parsed, so that no walk ever meets a deeper value. Text that is not JSON
 * passes: the parser refuses it.
 */
export function isJsonWithinDepth(text: string, maxDepth: number = maxJsonDepth): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (isInString) {
      if (char === backslash) index += 1;
      else if (char === quote) isInString = false;
    } else if (char === quote) {
      isInString = true;
    } else if (char === openBrace || char === openBracket) {
      depth += 1;
      if (depth > maxDepth) return false;
    } else if (char === closeBrace || char === closeBracket) {
      depth -= 1;
    }
  }
  return true;
}
