/**
 * An on/off switch (`role="switch"`): the whole row is the button, named by its label, so a
 * press anywhere on it toggles and a screen reader hears "Festive cursor, switch, on".
 */
export function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className="group flex min-h-11 w-full items-center justify-between gap-4 rounded-md px-2 text-left hover:bg-stone-100 dark:hover:bg-stone-800"
    >
      <span>{label}</span>
      <span
        aria-hidden="true"
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-stone-500 bg-stone-200 transition-colors group-aria-checked:border-teal-800 group-aria-checked:bg-teal-800 motion-reduce:transition-none dark:border-stone-400 dark:bg-stone-800 dark:group-aria-checked:border-teal-300 dark:group-aria-checked:bg-teal-300"
      >
        <span className="ml-0.5 size-4 rounded-full bg-stone-600 transition-transform group-aria-checked:translate-x-5 group-aria-checked:bg-white motion-reduce:transition-none dark:bg-stone-300 dark:group-aria-checked:bg-stone-950" />
      </span>
    </button>
  )
}
