reset
$D0 << EOD
1 4688.6 4342.8 5296.3
8 20738.1 19579.5 24805.7
16 27442.1 23521.0 28760.0
64 29913.1 26498.8 31488.8
128 25445.4 20425.3 25541.4
EOD
$D1 << EOD
1 4974.1 4501.7 5425.0
8 20076.8 19793.6 22706.3
16 23207.2 18920.0 23665.7
64 21303.8 21186.0 22074.2
128 17988.2 17855.0 18528.7
EOD
$D2 << EOD
1 3758.6 3303.6 3942.4
8 11354.3 11249.0 13708.4
16 9982.0 9432.6 11245.9
64 9449.4 8880.8 9795.7
128 9988.0 7886.7 11321.2
EOD
$D3 << EOD
1 10976.0 10695.3 11477.9
8 61663.7 54232.9 64151.3
16 69269.6 67188.0 77148.4
64 77662.4 74067.5 78142.8
128 75409.3 65929.3 81862.5
EOD
$D4 << EOD
1 4780.1 4109.9 5718.6
8 27246.1 25484.4 27332.4
16 29120.2 23309.8 31947.9
64 33219.1 31110.1 35339.0
128 31195.1 31104.2 31287.7
EOD
$D5 << EOD
1 5101.2 4617.1 5627.7
8 27222.7 24525.0 27513.9
16 26323.2 22411.3 31240.2
64 25724.6 25387.2 29480.0
128 22929.6 22428.7 25093.2
EOD
$D6 << EOD
1 3489.2 3087.6 3631.0
8 12996.2 12731.9 13992.5
16 12492.7 11397.9 13048.4
64 12320.5 10489.8 13337.6
128 11951.3 9651.0 12840.6
EOD
$D7 << EOD
1 20132.7 17490.6 21983.3
8 68686.9 68119.6 72086.8
16 75525.2 64839.0 83134.2
64 83649.5 69343.5 84501.4
128 78095.4 76158.7 80871.5
EOD
set terminal pngcairo noenhanced size 1240,420 font 'sans,10'
set output "overview.png"
set multiplot layout 1,2 title "Round trips per second at 1 KiB messages, every library" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("1" 1, "8" 8, "16" 16, "64" 64, "128" 128) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1543.8:169002.8]
set xrange [0.7142857142857143:179.2]
set title "TCP, broker" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nng", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "raw"
set title "IPC, broker" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nng", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "raw"
unset multiplot
set output
set terminal svg noenhanced size 1240,420 dynamic font 'sans,10' background '#ffffff'
set output "overview.svg"
set multiplot layout 1,2 title "Round trips per second at 1 KiB messages, every library" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round trips per second"
set xtics ("1" 1, "8" 8, "16" 16, "64" 64, "128" 128) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1543.8:169002.8]
set xrange [0.7142857142857143:179.2]
set title "TCP, broker" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nng", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "raw"
set title "IPC, broker" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nng", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "raw"
unset multiplot
set output
