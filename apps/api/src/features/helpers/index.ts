/** The validators and lookups that registration and the profile share with the helpers' routes. */
export { checkBirthday, cnpjProblem, cpfProblem, emailFormatProblem, emailProblem, usernameProblem } from './validators.service';
export { citiesOf, isStateCode } from './ibge.service';
