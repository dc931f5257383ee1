import { CfnOutput, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { acknowledge, nagResource } from '../nag';

export interface EmailProps {
  mailFrom: string;
  /** Verify the whole domain (DKIM) instead of the single address. */
  mailFromDomain?: string;
}

/**
 * The SES identity every email is sent from. An address identity is verified by clicking the
 * link SES mails to it; a domain identity by publishing the three DKIM CNAMEs (outputs).
 */
export class Email extends Construct {
  readonly identity: ses.EmailIdentity;
  readonly mailFrom: string;

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.mailFrom = props.mailFrom;
    const domain = props.mailFromDomain;
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: domain ? ses.Identity.domain(domain) : ses.Identity.email(props.mailFrom),
    });
    if (domain) {
      this.identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          description: `DKIM CNAME ${index + 1} to publish for ${domain}`,
          value: `${record.name} CNAME ${record.value}`,
        });
      });
    }
  }

  /**
   * ses:SendEmail/SendRawEmail, restricted to our From address. The resource is every identity
   * because in the SES sandbox the call is also authorised against each (verified) recipient
   * identity; the FromAddress condition keeps it to our sender.
   */
  grantSend(role: iam.Role): void {
    const identities = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'identity',
      resourceName: '*',
    });
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [identities],
        conditions: { StringEquals: { 'ses:FromAddress': this.mailFrom } },
      }),
    );
    acknowledge(
      role,
      `IAM5[Resource::${nagResource(this, identities)}]`,
      'SES authorises sandbox sends against recipient identities too; the ses:FromAddress ' +
        'condition limits the grant to our own sender address.',
    );
  }
}
