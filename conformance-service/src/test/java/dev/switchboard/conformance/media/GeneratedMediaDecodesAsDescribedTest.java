package dev.switchboard.conformance.media;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.Base64;

import javax.imageio.ImageIO;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GeneratedMediaDecodesAsDescribedTest {

    @Test
    void thePngDecodesToATealAndWhiteCheckerboard() throws Exception {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(Base64.getDecoder().decode(
                FixtureMedia.pngBase64())));

        assertThat(image.getWidth()).isEqualTo(16);
        assertThat(image.getHeight()).isEqualTo(16);
        assertThat(image.getRGB(0, 0) & 0xFFFFFF).isEqualTo(FixtureMedia.TEAL);
        assertThat(image.getRGB(3, 3) & 0xFFFFFF).isEqualTo(FixtureMedia.TEAL);
        assertThat(image.getRGB(4, 0) & 0xFFFFFF).isEqualTo(FixtureMedia.WHITE);
        assertThat(image.getRGB(0, 4) & 0xFFFFFF).isEqualTo(FixtureMedia.WHITE);
        assertThat(image.getRGB(15, 15) & 0xFFFFFF).isEqualTo(FixtureMedia.TEAL);
    }

    @Test
    void theWavIsATenthOfASecondOf440HzMono16Bit() throws Exception {
        byte[] wav = Base64.getDecoder().decode(FixtureMedia.wavBase64());
        try (AudioInputStream audio = AudioSystem.getAudioInputStream(new ByteArrayInputStream(wav))) {
            AudioFormat format = audio.getFormat();
            assertThat(format.getEncoding()).isEqualTo(AudioFormat.Encoding.PCM_SIGNED);
            assertThat(format.getSampleRate()).isEqualTo(8000f);
            assertThat(format.getChannels()).isEqualTo(1);
            assertThat(format.getSampleSizeInBits()).isEqualTo(16);
            assertThat(format.isBigEndian()).isFalse();
            assertThat(audio.getFrameLength()).isEqualTo(800);

            byte[] pcm = audio.readAllBytes();
            int crossings = 0;
            short previous = 0;
            for (int i = 0; i < pcm.length; i += 2) {
                short sample = (short) ((pcm[i] & 0xFF) | (pcm[i + 1] << 8));
                if (previous < 0 && sample >= 0) {
                    crossings++;
                }
                previous = sample;
            }
            assertThat(crossings).as("upward zero crossings in 0.1 s of 440 Hz").isBetween(42, 45);
        }
    }

    @Test
    void theEncodersRefuseSizesThatDoNotAddUp() {
        assertThatThrownBy(() -> PngEncoder.encode(2, 2, new int[3]))
                .hasMessageContaining("Expected 4 pixels");
        assertThatThrownBy(() -> PngEncoder.encode(0, 2, new int[0])).hasMessageContaining("positive");
        assertThatThrownBy(() -> WavEncoder.encode(0, new short[1])).hasMessageContaining("positive");
    }
}
