/** Passwords too common to allow (lower-cased). Includes local favourites in lv and ru. */
export const commonPasswords = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '11111111', '00000000', '88888888', '87654321',
  '11223344', '12341234', '12121212', '123123123', '1q2w3e4r', '1q2w3e4r5t', 'qwertyui', 'qwertyuiop',
  'qwerty123', 'qwerty12', 'qwe12345', 'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'zxcvbnmm', '1qaz2wsx',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pa$$word',
  'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123',
  'abc12345', 'abcd1234', 'abcdefgh', 'letmein1', 'monkey12', 'dragon12', 'superman', 'batman123',
  'trustno1', 'whatever', 'computer', 'michelle', 'jennifer', 'starwars', 'master12', 'internet',
  'liverpool', 'chelsea1', 'arsenal1', 'samsung1', 'google123', 'facebook', 'changeme', 'changeme1',
  'administrator', 'admin123', 'admin1234', 'root1234', 'test1234', 'testtest', 'demo1234', 'guest123',
  'school123', 'teacher1', 'teacher123', 'student1', 'student123', 'skola123', 'skolotajs', 'skolens1',
  'parole123', 'parole12', 'parole1', 'paroleparole', 'latvija1', 'latvija123', 'riga1234', 'balss123',
  'password!', 'qwerty!1', 'q1w2e3r4', 'a1b2c3d4', 'aaaaaaaa', 'zzzzzzzz', 'asdf1234', 'zaq12wsx',
  'пароль123', 'пароль12', 'йцукенгш', 'qwertyqwerty', '123qweasd', '123qweasdzxc', 'qazwsxedc',
  'killer12', 'jordan23', 'michael1', 'charlie1', 'mustang1', 'shadow12', 'hello123', 'freedom1',
  'loveyou1', 'lovelove', 'family12', 'summer12', 'winter12', 'spring12', 'autumn12', 'december',
]);
