/** A new account's password: at least this many characters, and at most PASSWORD_MAX. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 200
