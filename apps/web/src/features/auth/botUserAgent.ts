// Who must not log in from an address (docs/decisions/auto-login.md): search and social crawlers, link
// previewers of chat apps, e-mail link scanners (they follow every link of a message, often in a headless
// browser), audit tools and HTTP libraries. "bot" counts as a word of its own or at the end of a name
// ("Googlebot/2.1", "Slackbot-LinkExpanding"), so that a phone model such as "CUBOT X30" does not read as one.
const botUserAgentPattern = new RegExp(
  [
    String.raw`\bbot\b`,
    String.raw`bot[/;)._-]`,
    'crawler',
    'spider',
    'slurp',
    'archiver',
    'facebookexternalhit',
    'embedly',
    'whatsapp',
    'skypeuripreview',
    'bingpreview',
    'google-inspectiontool',
    'googleother',
    'lighthouse',
    'pagespeed',
    'headlesschrome',
    'phantomjs',
    'prerender',
    'curl/',
    'wget/',
    'python-requests',
    'python-urllib',
    'go-http-client',
    'okhttp',
    'java/',
    'node-fetch',
    'axios/',
  ].join('|'),
  'i',
);

/** Whether a user agent is a robot, a preview fetcher, a link scanner or a headless browser. */
export function isBotUserAgent(userAgent: string): boolean {
  return botUserAgentPattern.test(userAgent);
}
