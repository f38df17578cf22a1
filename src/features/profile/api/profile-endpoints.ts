// The profile's own reads: leaderboard, badges, event tickets and the vault (issue 13).
import { get, post, type Endpoint } from '../../../shared/api/endpoint';

export const PROFILE_ENDPOINTS = {
  // The leaderboard (decision 030).
  leaderboard: post('/api/Member/Leaderboard', 'optional'),
  // Badges and event tickets (decision 031).
  achievements: get('/api/Member/Achievements', true),
  tickets: post('/api/Member/Tickets', true),
  // The vault (decision 032).
  vault: get('/api/Member/Vault', true),
  vaultItem: get('/api/Member/VaultItem', true),
} as const satisfies Record<string, Endpoint>;
