import styles from './article-view.module.css';

export interface ArticleVideoProps {
  youTubeId: string;
  title: string;
}

/** SPEC §2 optional video: the privacy-enhanced player sets no cookies until the visitor plays it. */
export function ArticleVideo({ youTubeId, title }: ArticleVideoProps) {
  return (
    <div className={styles.video}>
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${youTubeId}`}
        title={`Video: ${title}`}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
