// jsdom plus Node's own fetch classes: React Router builds Request objects when it discovers
// routes lazily, and jsdom has none. AbortController comes along so signals match Node's Request.
const { TestEnvironment } = require('jest-environment-jsdom');

class DomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = DomWithFetchEnvironment;
