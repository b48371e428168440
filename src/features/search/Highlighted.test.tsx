import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Highlighted } from './Highlighted'

const marks = (container: HTMLElement) => [...container.querySelectorAll('mark')].map((mark) => mark.textContent)

describe('Highlighted', () => {
  it('marks the ranges it is given, in order, and keeps every other character as text', () => {
    const { container } = render(
      <Highlighted
        text="green tea, then more tea"
        highlights={[
          [21, 24],
          [6, 9],
        ]}
      />,
    )
    expect(marks(container)).toEqual(['tea', 'tea'])
    expect(container.textContent).toBe('green tea, then more tea')
  })

  it('never reads a result as markup, and passes over ranges that overlap or run past the end', () => {
    const { container } = render(
      <Highlighted
        text="<b>tea</b>"
        highlights={[
          [3, 6],
          [4, 8],
          [9, 40],
        ]}
      />,
    )
    expect(container.querySelector('b')).toBeNull()
    expect(marks(container)).toEqual(['tea'])
    expect(container.textContent).toBe('<b>tea</b>')
  })
})
