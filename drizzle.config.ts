import { defineConfig } from 'drizzle-kit'

// Only `npm run db:generate` reads this: it writes SQL migrations from server/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
})
