// An ESLint rule: no issue numbers in comments. A comment says why the code is as it is; which
// issue asked for it is the history's to tell (git log, docs/decisions), and goes stale the
// day the issue is closed.
const ISSUE_NUMBER = /\bissues?\s*#?\d+/i

export const noIssueNumbers = {
  meta: { type: 'suggestion', schema: [], docs: { description: 'No issue numbers in comments: say why, not when.' } },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = ISSUE_NUMBER.exec(comment.value)
          if (found)
            context.report({
              loc: comment.loc,
              message: `"${found[0]}": say why, not which issue asked (a decision record may tell the history).`,
            })
        }
      },
    }
  },
}
