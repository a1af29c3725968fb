/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The external information site that `/` sends visitors to; unset, `/` shows the built-in landing page. */
  readonly VITE_INFO_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
