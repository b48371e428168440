import { useId } from 'react'
import { fieldClass } from '../../components/ui/field'
import { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/shapes/passwords'

/** The new password a form holds: what was typed, and whether the second typing differs. */
export function newPasswordIn(form: FormData): { password: string; differs: boolean } {
  const password = String(form.get('new-password') ?? '')
  return { password, differs: password !== String(form.get('new-password-again') ?? '') }
}

/**
 * A new password typed twice, by the account rules (PASSWORD_MIN to PASSWORD_MAX characters), with
 * what to know about it under the first field. `mismatch` marks the second when the two differed.
 */
export function NewPasswordFields({ againLabel, hint, mismatch }: { againLabel: string; hint: string; mismatch: boolean }) {
  const hintId = useId()
  return (
    <>
      <label className="block">
        New password
        <input
          name="new-password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          aria-describedby={hintId}
          className={fieldClass}
        />
      </label>
      <p id={hintId} className="text-sm text-stone-700 dark:text-stone-300">
        At least {PASSWORD_MIN} characters. {hint}
      </p>
      <label className="block">
        {againLabel}
        <input
          name="new-password-again"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={mismatch || undefined}
          className={fieldClass}
        />
      </label>
    </>
  )
}
