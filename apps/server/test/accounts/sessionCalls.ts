import type { TokenAnswer } from '@limelight/protocol';
import type { TestServer } from '../testServer.ts';
import type { TestMember } from '../factories.ts';

/**
 * The session calls the session tests make, on the file's server unless another is named (`on`): the
 * server is started in `beforeAll`, so it is read when a call is made.
 */
export function sessionCalls(serverOf: () => TestServer) {
  return {
    refresh: (refreshToken: string, on = serverOf()) =>
      on.api.post<TokenAnswer>('/api/passport/v1/refreshToken', { refreshToken }),
    profile: (token: string, on = serverOf()) => on.api.get('/api/user/v1/getProfile', { token }),
    logout: (token: string, body?: unknown, on = serverOf()) =>
      on.api.post('/api/passport/v1/logout', body, { token }),
    /** Signs in again with the member's address: a new session of the same account. */
    loginAgain: (member: TestMember, password = member.password, on = serverOf()) =>
      on.api.post<TokenAnswer>('/api/passport/v1/login', { username: member.email, password }),
  };
}
