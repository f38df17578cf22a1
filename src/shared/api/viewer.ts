/** Who reads and in which language: the key of every query that answers per member and language ('' uid: a visitor). */
export type Viewer = { uid: string; lang: string };
