/** spec 000 §1 channel tabs, in order: HOME, UPCOMING, PAST, ABOUT, FILMS ON-DEMAND, REPLAYS, MY PURCHASES. */
export const channelTabs = ['home', 'upcoming', 'past', 'about', 'films', 'replays', 'purchases'] as const;
/** One channel tab, as the `:tab` of `/channel/:channelSlug/:tab?` names it. */
export type ChannelTab = (typeof channelTabs)[number];

/** The tab an address names; HOME when it names none or one that does not exist. */
export function channelTabOf(text: string | undefined): ChannelTab {
  return (channelTabs as readonly (string | undefined)[]).includes(text) ? (text as ChannelTab) : 'home';
}
