/// <reference types="vite/client" />

// Hosts of the api-client; all optional (see src/api/config.ts for the defaults).
interface ImportMetaEnv {
  readonly VITE_API_BASE?: string
  readonly VITE_IMAGE_BASE?: string
  readonly VITE_SOCKET_URL?: string
  readonly VITE_CHAT_BASE?: string
  readonly VITE_CHAT_IMAGE_BASE?: string
  readonly VITE_CHAT_SOCKET_URL?: string
}
