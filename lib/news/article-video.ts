/**
 * Where an article's video lives on YouTube. The page names neither address until the visitor asks:
 * the video's link opens YouTube itself (a page of its own, as any link does), and a press in the
 * page frames YouTube's privacy-enhanced player, which sets no cookie until the video plays.
 */

/** The video on youtube.com: where the link goes before the page's scripts run, or in a new tab. */
export function youTubeWatchUrl(youTubeId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(youTubeId)}`;
}

/** The privacy-enhanced player, started at once: the visitor has just pressed play. */
export function youTubePlayerUrl(youTubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youTubeId)}?autoplay=1`;
}
