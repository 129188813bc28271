'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { SiteImage } from '@/components/ui/site-image';
import { isPlainClick } from '@/components/ui/plain-click';
import { youTubePlayerUrl, youTubeWatchUrl } from '@/lib/news/article-video';
import styles from './article-video.module.css';

export interface ArticleVideoProps {
  youTubeId: string;
  title: string;
  /** A picture of the site's own, shown until the visitor plays the video: no YouTube thumbnail. */
  stillSrc: string;
  /** The still's `sizes`: the article's hero picture at the same widths is one download for both. */
  stillSizes: string;
}

/**
 * SPEC §2 optional video, behind a facade: a still and a play button, with nothing from YouTube in
 * the page until the visitor presses it. Pressed, it frames YouTube's privacy-enhanced player in
 * place; before the page's scripts run (or with a modifier key) it is a link to the video on
 * youtube.com. The visitor's choice to play is the consent the player needs; GA and the pixel wait
 * for the cookie choice as before.
 */
export function ArticleVideo({ youTubeId, title, stillSrc, stillSizes }: ArticleVideoProps) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // The pressed link is gone: the keyboard goes on in the player.
    if (playing) player.current?.focus();
  }, [playing]);

  function play(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event.nativeEvent)) return;
    event.preventDefault();
    setPlaying(true);
  }

  return (
    <figure className={styles.video}>
      <div className={styles.frame}>
        {playing ? (
          <iframe
            ref={player}
            src={youTubePlayerUrl(youTubeId)}
            title={`Video: ${title}`}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <a
            href={youTubeWatchUrl(youTubeId)}
            className={styles.facade}
            onClick={play}
            aria-label={`Play video: ${title}`}
          >
            {/* The link's name is what it does; the picture says nothing the page has not. */}
            <SiteImage src={stillSrc} alt="" fill sizes={stillSizes} className={styles.still} />
            <span className={styles.play}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M8 5.5v13l10.5-6.5z" />
              </svg>
              Play video
            </span>
          </a>
        )}
      </div>
      <figcaption className={styles.caption}>
        The video plays from YouTube, which sees your visit once you press play.
      </figcaption>
    </figure>
  );
}
