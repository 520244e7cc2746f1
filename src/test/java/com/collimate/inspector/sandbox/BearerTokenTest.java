package com.collimate.inspector.sandbox;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class BearerTokenTest {

    @Test
    void acceptsOnlyTheExactTokenUnderTheBearerScheme() {
        BearerToken token = new BearerToken("s3cret");

        assertThat(token.accepts("Bearer s3cret")).isTrue();
        assertThat(token.accepts("bearer s3cret")).isTrue();
        assertThat(token.accepts("Bearer s3cret2")).isFalse();
        assertThat(token.accepts("Bearer s3cre")).isFalse();
        assertThat(token.accepts("Basic s3cret")).isFalse();
        assertThat(token.accepts("s3cret")).isFalse();
        assertThat(token.accepts("Bearer ")).isFalse();
        assertThat(token.accepts(null)).isFalse();
    }

    @Test
    void generatedTokensAreLongRandomAndNeverPrinted() {
        BearerToken first = BearerToken.generate();
        BearerToken second = BearerToken.generate();

        assertThat(first.value()).hasSizeGreaterThanOrEqualTo(40).isNotEqualTo(second.value());
        assertThat(first.toString()).doesNotContain(first.value());
        assertThat(SandboxConfig.loopback().withToken("tok-123").toString()).doesNotContain("tok-123");
    }
}
