/** Quiet buttons are small; on a phone, where a finger presses them, they take 44 px. */
export const TOUCH_TARGET = 'max-sm:min-h-11'
