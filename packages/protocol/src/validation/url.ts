import { fail, pass, validatedSchema, type Validation } from './result.ts';
import { textSchema } from '../schemas/text.ts';

// A scheme is letters before a colon; a colon followed by a digit is a port ("example.com:8080").
const schemePattern = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * spec 000 §5, spec 001 §5: a valid web address ('The url is invalid'): http or https with a dotted host.
 * An address typed without a scheme ("example.com/shop") is read as https; the value is the normalised href.
 */
export function validateUrl(text: string): Validation<string> {
  const trimmed = text.trim();
  const candidate = schemePattern.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return fail('invalidUrl');
  }
  const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
  const hasDottedHost = /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  return isWeb && hasDottedHost ? pass(url.href) : fail('invalidUrl');
}

/**
 * `validateUrl` as a zod schema; the normalised address is piped into text so that answers carrying it
 * have a JSON schema (the API reference cannot describe a transform's output).
 */
export const urlSchema = validatedSchema(textSchema, validateUrl).pipe(textSchema);
