import type { Plugin } from 'vite'

// The router plugin writes each route's split parts as `const $$split…Importer = () => import('…')`.
const splitImporter = /(const \$\$split\w+Importer = \(\) => )(import\((["'])[^"']+\3\))/g

/**
 * Routes every route chunk's import through `loadRouteCode` (src/api/route-code.ts), which
 * waits out an outage instead of failing the navigation. Runs after TanStack's router plugin
 * has split the route files.
 * A transform, not a fork: the router plugin has no option for the import it writes (docs/decisions/030).
 */
export function routeCodeWaits(): Plugin {
  return {
    name: 'teahouse:route-code-waits',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]src[\\/]routes[\\/]/.test(id) || !code.includes('$$split')) return null
      const wrapped = code.replace(splitImporter, '$1loadRouteCode(() => $2)')
      if (wrapped === code) return null
      return { code: `import { loadRouteCode } from '/src/api/route-code.ts';\n${wrapped}`, map: null }
    },
  }
}
