// Grades a response of the local server with the MDN HTTP Observatory's own tests and score
// table (@mdn/mdn-http-observatory), offline. Its scan() fetches http:// and https:// of a
// public host and reads the HSTS preload list (downloaded by a postinstall we do not run),
// so this does what scan() does with the library's own retriever, for one plain-HTTP URL on
// loopback, and leaves out the two tests that need TLS (listed in docs/security.md):
//   strict-transport-security  the header is only read from an https:// answer
//   redirection                http:// must redirect to https://
// Netlify serves both on the real site; each scores 0 when passed (HSTS preloaded: +5).

const lib = "@mdn/mdn-http-observatory/src";

interface TestResult {
  name: string;
  pass: boolean;
  result: string;
  scoreModifier: number;
}

export interface Grade {
  grade: string;
  score: number;
  tests: TestResult[];
}

interface Output {
  pass: boolean | null;
  result: string | null;
  constructor: { name: string };
}

export async function gradeUrl(url: string): Promise<Grade> {
  const [
    { CONFIG },
    { Session, getPageText },
    { Requests },
    { ALL_TESTS },
    { parseHttpEquivHeaders },
    grader,
    charts,
    hsts,
    redirection,
  ] = await Promise.all([
    import(`${lib}/config.js`),
    import(`${lib}/retriever/session.js`),
    import(`${lib}/types.js`),
    import(`${lib}/constants.js`),
    import(`${lib}/retriever/utils.js`),
    import(`${lib}/grader/grader.js`),
    import(`${lib}/grader/charts.js`),
    import(`${lib}/analyzer/tests/strict-transport-security.js`),
    import(`${lib}/analyzer/tests/redirection.js`),
  ]);
  const needTls = new Set([hsts.strictTransportSecurityTest, redirection.redirectionTest]);
  const target = new URL(url);
  const session = await Session.fromUrl(target, {
    headers: ["Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"],
  });
  if (!session?.response) throw new Error(`No answer from ${url}`);

  // As retrieve() in the library does, with the https:// half left out.
  const requests = new Requests(target.hostname);
  requests.session = session;
  requests.responses.auto = session.response;
  requests.responses.http = session.response;
  requests.responses.httpRedirects = session.redirectHistory;
  requests.resources.path = getPageText(session.response, true);
  await session.get({ path: "/robots.txt", headers: { Accept: "text/plain,*/*;q=0.8" } });
  const cors = await session.options({
    url: target.href,
    headers: { "Access-Control-Request-Method": "GET", Origin: CONFIG.retriever.corsOrigin },
  });
  requests.responses.cors = cors ? { ...cors, verified: session.response.verified } : null;
  const isHtml = String(session.response.headers["content-type"] ?? "").startsWith("text/html");
  requests.responses.auto.httpEquiv =
    isHtml && requests.resources.path ? parseHttpEquivHeaders(requests.resources.path, target.href) : new Map();

  // The scoring of scanner/index.js.
  const tests: TestResult[] = [];
  let withExtraCredit = 100;
  let uncurved = 100;
  for (const test of ALL_TESTS as ((r: unknown) => Output)[]) {
    if (needTls.has(test)) continue;
    const output = test(requests);
    const modifier: number = output.result ? grader.getScoreModifier(output.result) : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    tests.push({
      name: output.constructor.name,
      pass: Boolean(output.pass),
      result: String(output.result),
      scoreModifier: modifier,
    });
  }
  const score = uncurved >= charts.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved;
  const { grade } = grader.getGradeForScore(score);
  return { grade, score, tests };
}
