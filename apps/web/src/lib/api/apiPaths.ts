/** The API paths the request wrapper and session helpers call themselves (ARCHITECTURE wire conventions). */
export const ApiPath = {
  RefreshToken: '/api/passport/v1/refreshToken',
  CreateGuest: '/api/user/v1/createGuest',
  /** spec 000 §8: 10027 and 10002 log out on the profile fetch. */
  GetProfile: '/api/user/v1/getProfile',
} as const;
