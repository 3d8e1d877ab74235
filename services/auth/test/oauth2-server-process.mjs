// A real OAuth2 / OpenID Connect server (oauth2-mock-server) on loopback, standing in for Google
// in tests. It is an ES module, so it runs in its own process: it prints {"url"} once listening,
// and each line on stdin sets the account (ID token claims and userinfo) the next logins get (answered with {"userinfo"}), or
// with {"refuse_next_code": true} makes the next token request fail as a spent code would.
import readline from 'node:readline';
import { OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
// OAUTH2_USERINFO (JSON) is the userinfo until stdin says otherwise (browser tests set it once).
let userinfo = process.env.OAUTH2_USERINFO ? JSON.parse(process.env.OAUTH2_USERINFO) : { sub: 'nobody' };
server.service.on('beforeUserinfo', (response) => {
  response.body = userinfo;
});
// As Google does, the ID token carries the account's claims (sub, email, email_verified, name).
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, userinfo);
});
await server.start(0, '127.0.0.1');
console.log(JSON.stringify({ url: server.issuer.url }));
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const command = JSON.parse(line);
  if (command.refuse_next_code) {
    server.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'Bad Request' };
    });
    console.log(JSON.stringify({ refused: 'next' }));
    return;
  }
  userinfo = command;
  console.log(JSON.stringify({ userinfo: userinfo.sub }));
});
process.stdin.on('end', () => void server.stop().then(() => process.exit(0)));
